#!/usr/bin/env python3
"""Second, deliberately naive implementation (no padding, recomputes degrees
from scratch each step) used only to cross-check lit.c on small cases."""
import sys, json, math
D = [(-2,-1),(-1,-2),(1,-2),(2,-1),(2,1),(1,2),(-1,2),(-2,1)]

def deg(w,h,vis,x,y):
    return sum(1 for dx,dy in D if 0<=x+dx<w and 0<=y+dy<h and (x+dx,y+dy) not in vis)

def walk(w,h,start,choose):
    vis=set(); path=[]; cur=start; step=0
    while True:
        vis.add(cur); path.append(cur)
        cands=[]
        for k,(dx,dy) in enumerate(D):
            nx,ny=cur[0]+dx,cur[1]+dy
            if 0<=nx<w and 0<=ny<h and (nx,ny) not in vis:
                cands.append((k+1,(nx,ny),deg(w,h,vis,nx,ny)))
        if not cands: return path
        md=min(c[2] for c in cands)
        cands=[c for c in cands if c[2]==md]
        cur=choose(cands,cur,vis,path)

def by_order(order):
    pr={int(ch):i for i,ch in enumerate(order)}
    return lambda cands,cur,vis,path: min(cands,key=lambda c:pr[c[0]])[1]

def roth(w,h,mode):
    def c(n):
        if mode=='mathematica': return round(n/2)   # Python round = half to even
        return math.ceil(n/2)
    Ex,Ey=2*c(w)-3,2*c(h)-3
    pr={int(ch):i for i,ch in enumerate("78123456")}
    def ch(cands,cur,vis,path):
        return min(cands,key=lambda c:(-((2*c[1][0]-Ex)**2+(2*c[1][1]-Ey)**2),pr[c[0]]))[1]
    return ch

def pohl(w,h,order="12345678"):
    pr={int(ch):i for i,ch in enumerate(order)}
    def ch(cands,cur,vis,path):
        def S(sq):
            # S computed as in the spec: c itself still unvisited
            s=0
            for dx,dy in D:
                nx,ny=sq[0]+dx,sq[1]+dy
                if 0<=nx<w and 0<=ny<h and (nx,ny) not in vis:
                    s+=deg(w,h,vis,nx,ny)
            return s
        return min(cands,key=lambda c:(S(c[1]),pr[c[0]]))[1]
    return ch

def switching(m):
    r=m%8
    if r==0: rows=[("56483712",(m-3,m-2)),("21864357",(1,1)),("73281564",(0,m-9)),("73564812",(m-4,6)),("43657812",None)]
    if r==1: rows=[("56483712",(m-3,m-2)),("21864357",(1,1)),("73546812",((m+7)//2,m-7)),("54623187",None)]
    if r==2: rows=[("56483712",(0,5)),("21864357",(0,2)),("76354812",(3,m-16)),("74653812",(m-3,9)),("27861345",((m-8)//2,4)),("37168245",None)]
    if r==3: rows=[("56847132",(m-3,m-2)),("64823571",(m-1,m-7)),("28734561",(4,1)),("73281564",(2,m-11)),("83247651",(m-3,(m-1)//2)),("13864752",None)]
    if r==4: rows=[("56483712",(m-3,m-2)),("21864357",(1,1)),("73281564",(0,m-9)),("73564812",(m-6,9)),("28175643",(m//2,12)),("12785643",None)]
    if r==5: rows=[("56483712",(m-3,m-2)),("21864357",(1,1)),("73546812",(((m-7)//2) if m%16==5 else ((m-15)//2),m-3)),("37456812",None)]
    if r==6: rows=[("56483712",(0,5)),("21864357",(0,2)),("76354812",(0,m-11)),("74653812",(m-3,9)),("27861345",((m+6)//2,2)),("34675812",None)]
    if r==7: rows=[("56847132",(m-3,m-2)),("64823571",(m-1,m-7)),("28734561",(4,1)),("73281564",(2,m-7)),("83247651",(m-3,(m-1)//2)),("83571426",None)]
    st={'t':0}
    def ch(cands,cur,vis,path):
        t=st['t']
        if t<len(rows)-1 and cur==rows[t][1]: st['t']=t=t+1
        pr={int(c):i for i,c in enumerate(rows[t][0])}
        return min(cands,key=lambda c:pr[c[0]])[1]
    return ch, st, rows

if __name__=='__main__':
    # compare each reference walk line from lit.c
    n=0
    for line in open(sys.argv[1]):
        o=json.loads(line); w,h=o['width'],o['height']; s=tuple(o['start']); r=o['rule']; p=o['params']
        if w*h>20000: continue
        if r=='fixed': path=walk(w,h,s,by_order(p['order']))
        elif r=='roth': path=walk(w,h,s,roth(w,h,p['rounding']))
        elif r=='pohl': path=walk(w,h,s,pohl(w,h,p['residual']))
        elif r=='switching':
            ch,st,rows=switching(w)
            # NOTE switch check happens when choosing; if no candidates the walk ends anyway
            path=walk(w,h,s,ch)
        elif r=='nineteen': path=walk(w,h,s,by_order(p['order']))
        else: continue
        ok=[list(q) for q in path]==o['path']
        n+=1
        print(r,p,w,h,s,'MATCH' if ok else 'MISMATCH', len(path))
